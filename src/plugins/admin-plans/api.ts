import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { apiRead, type AdminModule, type AdminPlan, type UpdateModuleBody, type UpdatePlanBody } from "../../../contracts";
import { toast, useErrorText, useInvalidatePaths, useTranslation, useApiRead } from "../../kernel";

export type { AdminModule, AdminPlan, UpdateModuleBody, UpdatePlanBody };

export function useCatalogue() {
  const plans = useApiRead(apiRead("admin/plans")).query;
  const modules = useApiRead(apiRead("admin/modules")).query;
  return { plans, modules };
}

/** Saves a plan or module; the catalogue and every subscription answer (prices on offer) are read again. */
export function useSaveCatalogue() {
  const { t } = useTranslation("admin-plans");
  const errorText = useErrorText();
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object>({
    mutationOptions: {
      onSuccess: () => toast({ title: t("saved"), description: t("savedText"), variant: "success" }),
      onError: (error: HttpError) => toast({ title: t("saveFailed"), description: errorText(error), variant: "destructive" }),
      onSettled: () => {
        void invalidate("admin");
        void invalidate("subscription");
      },
    },
  });
  return {
    isPending: mutation.isPending,
    savePlan: (tier: string, values: UpdatePlanBody) =>
      mutation.mutateAsync({ url: `admin/plans/${encodeURIComponent(tier)}`, method: "put", values }),
    saveModule: (type: string, values: UpdateModuleBody) =>
      mutation.mutateAsync({ url: `admin/modules/${encodeURIComponent(type)}`, method: "put", values }),
  };
}
