import { useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, QRCode, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { apiRead } from "../../../contracts";
import {
  dataQuery,
  useErrorText,
  useInvalidatePaths,
  useIdentity,
  useIdentityUpdate,
  useServerFieldError,
  useTranslation,
  useApiRead,
} from "../../kernel";
import { BackupCodes } from "./BackupCodes";
import { CodeForm } from "./CodeForm";

type Step =
  | { kind: "idle" }
  | { kind: "setup"; secret: string; otpauthUri: string }
  | { kind: "codes"; codes: string[] }
  | { kind: "regenerate" }
  | { kind: "disable" };

const TWO_FACTOR = "users/me/2fa";

/** A two-factor call whose answer (`data`) the card goes on with. */
function useTwoFactorCall<T>(onSuccess: (data: T) => void | Promise<void>) {
  const { mutation } = useCustomMutation<T & object>({ mutationOptions: { onSuccess: ({ data }) => onSuccess(data) } });
  return mutation;
}

export function TwoFactorCard() {
  const { t, i18n } = useTranslation("profile");
  const user = useIdentity();
  const updateIdentity = useIdentityUpdate();
  const invalidate = useInvalidatePaths();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const status = dataQuery(useApiRead(apiRead("users/me/2fa")).query);
  const statusChanged = () => invalidate(TWO_FACTOR);
  const afterChange = async (enabled: boolean) => {
    await statusChanged();
    if (user) updateIdentity({ ...user, twoFactorEnabled: enabled });
  };

  const start = useTwoFactorCall<{ secret: string; otpauthUri: string }>((data) => setStep({ kind: "setup", ...data }));
  const verify = useTwoFactorCall<{ backupCodes: string[] }>(async (data) => {
    setStep({ kind: "codes", codes: data.backupCodes });
    await afterChange(true);
  });
  const regenerate = useTwoFactorCall<{ backupCodes: string[] }>(async (data) => {
    setStep({ kind: "codes", codes: data.backupCodes });
    await statusChanged();
  });
  const disable = useTwoFactorCall<object>(async () => {
    setStep({ kind: "idle" });
    await afterChange(false);
  });
  const failure = [start, verify, regenerate, disable].find((m) => m.isError)?.error;
  const [codeForm] = Form.useForm();
  const atField = useServerFieldError(codeForm, failure, ["code", "password"]);
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
                form={codeForm}
                submitLabel={t("twoFactor.enable")}
                pending={verify.isPending}
                onSubmit={({ code }) => verify.mutate({ url: `${TWO_FACTOR}/verify`, method: "post", values: { code } })}
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
          form={codeForm}
          submitLabel={disabling ? t("twoFactor.disable") : t("twoFactor.regenerate")}
          pending={disabling ? disable.isPending : regenerate.isPending}
          withPassword={disabling}
          danger={disabling}
          onSubmit={({ code, password }) =>
            disabling
              ? disable.mutate({ url: TWO_FACTOR, method: "delete", values: { code, password: password ?? "" } })
              : regenerate.mutate({ url: `${TWO_FACTOR}/regenerate-backup`, method: "post", values: { code } })
          }
          onCancel={() => setStep({ kind: "idle" })}
        />
      );
    }
    if (!status.data) return null;
    if (!status.data.enabled) {
      return (
        <div>
          <Typography.Paragraph>{t("twoFactor.offText")}</Typography.Paragraph>
          <Button type="primary" onClick={() => start.mutate({ url: TWO_FACTOR, method: "post", values: {} })} loading={start.isPending}>
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
      extra={
        status.data && (
          <Tag color={status.data.enabled ? "green" : "default"}>{status.data.enabled ? t("twoFactor.on") : t("twoFactor.off")}</Tag>
        )
      }
      loading={status.isPending}
    >
      {failure && !atField && <Alert type="error" showIcon role="alert" message={errorText(failure)} style={{ marginBottom: 16 }} />}
      {body()}
    </Card>
  );
}
