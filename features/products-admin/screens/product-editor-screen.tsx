import { AuditTrail, useConsoleAccess } from "@blocks/console";
import {
  chosenTab,
  FeaturePage,
  ListSkeleton,
  PageFailure,
  SignedOut,
  TabbedPage,
  TextLink,
  withTab,
} from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import { minDepartureDate } from "@contracts/reservations";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarDays, FileText, History, Image, MessageSquare } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { OPERATOR_AREA, useAdminProduct } from "../api/products";
import { ImagesSection } from "../components/images-section";
import { OptionsSection } from "../components/options-section";
import type { ProductsAdminPaths } from "../components/paths";
import { ProductForm } from "../components/product-form";
import { ReviewsSection } from "../components/reviews-section";
import { useProductsText } from "../components/use-products-text";
import { failureText } from "../model/messages";

export type ProductEditorScreenProps = {
  /** The product to edit; null for a new one. */
  id: number | null;
  paths: ProductsAdminPaths;
};

const TABS = ["product", "images", "options", "reviews", "changes"] as const;
type Tab = (typeof TABS)[number];

/**
 * A shop product in the console (`/admin/products/new` and `/admin/products/{id}`): a new product starts with its
 * content and details; a saved one has its parts in tabs (`?tab=`): content in both languages and details,
 * pictures, dated options, reviews, and who changed what. A viewer reads every tab; a clerk changes all but
 * prices; an operator everything.
 */
export function ProductEditorScreen({ id, paths }: ProductEditorScreenProps) {
  const { t, lang } = useProductsText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const access = useConsoleAccess();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const product = useAdminProduct(id);
  const back = <TextLink to={paths.list}>{t("editor.back")}</TextLink>;

  if (!loggedIn)
    return (
      <FeaturePage title={t(id === null ? "editor.createTitle" : "editor.editTitle")} aside={back}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  if (id === null)
    return (
      <FeaturePage title={t("editor.createTitle")} aside={back}>
        {access.isLoading ? (
          <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-24", "h-24"]} />
        ) : access.canWrite ? (
          <ProductForm
            saved={null}
            canWrite
            onSaved={(made) => void navigate(`${paths.product(made.id)}?tab=options`)}
          />
        ) : (
          <p className="text-muted-foreground">{t("editor.readOnly")}</p>
        )}
      </FeaturePage>
    );
  if (!product.data)
    return (
      <FeaturePage title={t("editor.editTitle")} aside={back}>
        {product.error ? (
          <PageFailure
            t={t}
            describe={failureText}
            title={t("editor.loadError")}
            error={product.error}
            onRetry={() => void product.mutate()}
            notFound
          />
        ) : (
          <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-24", "h-24", "h-40"]} />
        )}
      </FeaturePage>
    );

  const saved = product.data;
  const tab = chosenTab(query.get("tab"), TABS) ?? "product";
  const fieldName = (field: string) => t(`fields.${field}`, { defaultValue: field.replace(/_/g, " ") });
  const describe = (entry: AuditEntry) => {
    const edit = entry.action === "updated" || entry.action === "price_changed";
    const fields = edit ? Object.keys(entry.detail).map(fieldName).join(", ") : "";
    return t(`audit.${entry.subject}.${entry.action}`, { fields, defaultValue: entry.action });
  };

  return (
    <TabbedPage<Tab>
      title={lang === "ko" ? saved.name_ko : saved.name_en}
      aside={back}
      tabsLabel={t("editor.tabsLabel")}
      value={tab}
      onValueChange={(next) => setQuery(withTab(query, next, "product"), { replace: true })}
      tabs={[
        {
          value: "product",
          label: t("editor.tabs.product"),
          icon: <FileText aria-hidden="true" />,
          render: () => (
            <>
              {!access.canWrite && !access.isLoading && (
                <p className="mb-4 text-sm text-muted-foreground">{t("editor.readOnly")}</p>
              )}
              <ProductForm
                key={`${saved.id}-${String(access.canWrite)}`}
                saved={saved}
                canWrite={access.canWrite}
                onSaved={() => undefined}
              />
            </>
          ),
        },
        {
          value: "images",
          label: t("editor.tabs.images"),
          icon: <Image aria-hidden="true" />,
          render: () => <ImagesSection product={saved} canWrite={access.canWrite} />,
        },
        {
          value: "options",
          label: t("editor.tabs.options"),
          icon: <CalendarDays aria-hidden="true" />,
          render: () => (
            <OptionsSection
              product={saved}
              canWrite={access.canWrite}
              canMoveMoney={access.canMoveMoney}
              firstDay={minDepartureDate(new Date())}
            />
          ),
        },
        {
          value: "reviews",
          label: t("editor.tabs.reviews"),
          icon: <MessageSquare aria-hidden="true" />,
          render: () => <ReviewsSection productId={saved.id} />,
        },
        {
          value: "changes",
          label: t("editor.tabs.changes"),
          icon: <History aria-hidden="true" />,
          render: () => (
            <div className="flex flex-col gap-6">
              <AuditTrail subject="product" subjectId={saved.id} describe={describe} />
              {saved.options.map((option) => (
                <details key={option.id} className="rounded-lg border border-border p-4">
                  <summary className="cursor-pointer font-medium">
                    {t("editor.optionChanges", { name: lang === "ko" ? option.name_ko : option.name_en })}
                  </summary>
                  <AuditTrail className="mt-3" subject="product_option" subjectId={option.id} describe={describe} />
                </details>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
