import { Alert, Empty, Skeleton } from "antd";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { PeriodSelect, RouteLink, useActiveCompanyId, useCompanies, useSelectedCompany, useTranslation } from "../../kernel";
import { CompanyDashboard } from "./CompanyDashboard";
import { ProductDashboard } from "./ProductDashboard";

/** `/` and `/sales-dashboard`: the selected company's sales, or one product's with ?product=. */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const [params] = useSearchParams();
  const companies = useCompanies();
  const company = useSelectedCompany();
  // Known from the session before the companies list arrives: the figures are asked for at once.
  const companyId = useActiveCompanyId();
  const productId = Number(params.get("product"));
  const forProduct = Number.isInteger(productId) && productId > 0;
  const waitingForNames = company !== null && company.suppliers.length === 0;
  // A list without supplier names may be a kept one from before an operator approved a claim:
  // it is read again once per visit, so the pointer goes as soon as the names are linked.
  const { isFetchedAfterMount, isFetching, refetch } = companies;
  useEffect(() => {
    if (waitingForNames && !isFetchedAfterMount && !isFetching) void refetch();
  }, [waitingForNames, isFetchedAfterMount, isFetching, refetch]);
  return (
    <div className="fx-dashboard">
      <div className="fx-page-head">
        <h1>{forProduct ? t("product.title") : company ? t("title", { company: company.name }) : t("titlePlain")}</h1>
        <PeriodSelect compare />
      </div>
      {forProduct ? (
        <ProductDashboard productId={productId} companyName={company?.name ?? null} />
      ) : companyId && (company || companies.isPending) ? (
        <>
          {waitingForNames && (
            <Alert
              type="info"
              showIcon
              data-testid="setup-pointer"
              style={{ marginBottom: 16 }}
              message={t("setupPointer.text")}
              action={
                <RouteLink to="setup.page" params={{}}>
                  {t("setupPointer.link")}
                </RouteLink>
              }
            />
          )}
          <CompanyDashboard companyId={companyId} companyName={company?.name ?? null} />
        </>
      ) : companies.isPending ? (
        <Skeleton active />
      ) : (
        <Empty description={t("noCompany")} />
      )}
    </div>
  );
}
