import { Alert, Empty, Skeleton } from "antd";
import { useSearchParams } from "react-router";
import { PeriodSelect, RouteLink, useCompanies, useSelectedCompany, useTranslation } from "../../kernel";
import { CompanyDashboard } from "./CompanyDashboard";
import { ProductDashboard } from "./ProductDashboard";

/** `/` and `/sales-dashboard`: the selected company's sales, or one product's with ?product=. */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const [params] = useSearchParams();
  const companies = useCompanies();
  const company = useSelectedCompany();
  const productId = Number(params.get("product"));
  const forProduct = Number.isInteger(productId) && productId > 0;
  return (
    <div className="fx-dashboard">
      <div className="fx-page-head">
        <h1>{forProduct ? t("product.title") : company ? t("title", { company: company.name }) : t("titlePlain")}</h1>
        <PeriodSelect />
      </div>
      {forProduct ? (
        <ProductDashboard productId={productId} companyName={company?.name ?? null} />
      ) : companies.isPending ? (
        <Skeleton active />
      ) : company ? (
        <>
          {company.suppliers.length === 0 && (
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
          <CompanyDashboard company={company} />
        </>
      ) : (
        <Empty description={t("noCompany")} />
      )}
    </div>
  );
}
