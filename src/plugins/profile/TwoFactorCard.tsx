import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, QRCode, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { errorMessage, useApi, useSession, useTranslation } from "../../kernel";
import { BackupCodes } from "./BackupCodes";
import { CodeForm } from "./CodeForm";

interface Status {
  enabled: boolean;
  enabledAt: string | null;
  backupCodesRemaining: number;
}

type Step = { kind: "idle" } | { kind: "setup"; secret: string; otpauthUri: string } | { kind: "codes"; codes: string[] } | { kind: "regenerate" } | { kind: "disable" };

const STATUS_KEY = ["users", "me", "2fa"];

export function TwoFactorCard() {
  const { t, i18n } = useTranslation("profile");
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await api.get<{ data: Status }>("/users/me/2fa")).data });
  const afterChange = async (enabled: boolean) => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    if (session.user) session.setUser({ ...session.user, twoFactorEnabled: enabled });
  };

  const start = useMutation({
    mutationFn: async () => (await api.post<{ data: { secret: string; otpauthUri: string } }>("/users/me/2fa", {})).data,
    onSuccess: (data) => setStep({ kind: "setup", ...data }),
  });
  const verify = useMutation({
    mutationFn: async (code: string) => (await api.post<{ data: { backupCodes: string[] } }>("/users/me/2fa/verify", { code })).data,
    onSuccess: async (data) => {
      setStep({ kind: "codes", codes: data.backupCodes });
      await afterChange(true);
    },
  });
  const regenerate = useMutation({
    mutationFn: async (code: string) => (await api.post<{ data: { backupCodes: string[] } }>("/users/me/2fa/regenerate-backup", { code })).data,
    onSuccess: async (data) => {
      setStep({ kind: "codes", codes: data.backupCodes });
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
  });
  const disable = useMutation({
    mutationFn: (values: { password: string; code: string }) => api.delete("/users/me/2fa", values),
    onSuccess: async () => {
      setStep({ kind: "idle" });
      await afterChange(false);
    },
  });
  const failure = [start, verify, regenerate, disable].find((m) => m.isError)?.error;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language === "sv" ? "sv-SE" : "en-GB") : "");

  const body = () => {
    if (step.kind === "codes") return <BackupCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} />;
    if (step.kind === "setup") {
      return (
        <div>
          <Typography.Paragraph>{t("twoFactor.scan")}</Typography.Paragraph>
          <Space align="start" wrap size="large">
            <QRCode value={step.otpauthUri} size={180} bordered aria-label={t("twoFactor.qrLabel")} />
            <div style={{ maxWidth: 320 }}>
              <Typography.Paragraph type="secondary">{t("twoFactor.manual")}</Typography.Paragraph>
              <Typography.Text code copyable data-testid="totp-secret">
                {step.secret}
              </Typography.Text>
              <CodeForm
                submitLabel={t("twoFactor.enable")}
                pending={verify.isPending}
                onSubmit={({ code }) => verify.mutate(code)}
                onCancel={() => setStep({ kind: "idle" })}
                style={{ marginTop: 16 }}
              />
            </div>
          </Space>
        </div>
      );
    }
    if (step.kind === "regenerate" || step.kind === "disable") {
      const disabling = step.kind === "disable";
      return (
        <CodeForm
          submitLabel={disabling ? t("twoFactor.disable") : t("twoFactor.regenerate")}
          pending={disabling ? disable.isPending : regenerate.isPending}
          withPassword={disabling}
          danger={disabling}
          onSubmit={({ code, password }) => (disabling ? disable.mutate({ code, password: password ?? "" }) : regenerate.mutate(code))}
          onCancel={() => setStep({ kind: "idle" })}
        />
      );
    }
    if (!status.data) return null;
    if (!status.data.enabled) {
      return (
        <div>
          <Typography.Paragraph>{t("twoFactor.offText")}</Typography.Paragraph>
          <Button type="primary" onClick={() => start.mutate()} loading={start.isPending}>
            {t("twoFactor.setUp")}
          </Button>
        </div>
      );
    }
    return (
      <div>
        <Typography.Paragraph>
          {t("twoFactor.onSince", { date: date(status.data.enabledAt) })}{" "}
          {t("twoFactor.remaining", { count: status.data.backupCodesRemaining })}
        </Typography.Paragraph>
        <Space wrap>
          <Button onClick={() => setStep({ kind: "regenerate" })}>{t("twoFactor.regenerate")}</Button>
          <Button danger onClick={() => setStep({ kind: "disable" })}>
            {t("twoFactor.disable")}
          </Button>
        </Space>
      </div>
    );
  };

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("twoFactor.title")}</h2>}
      extra={status.data && <Tag color={status.data.enabled ? "green" : "default"}>{status.data.enabled ? t("twoFactor.on") : t("twoFactor.off")}</Tag>}
      loading={status.isPending}
    >
      {failure && <Alert type="error" showIcon role="alert" message={errorMessage(failure)} style={{ marginBottom: 16 }} />}
      {body()}
    </Card>
  );
}
