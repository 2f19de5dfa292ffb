import { useCartCount } from "@features/cart";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { accountActionClass } from "../shell/account-action";
import { SHOP_PATHS } from "./shop-paths";

/** The cart with its item count (spec start-up order: the count loads with the signed-in user). */
export function CartLink() {
  const { t } = useTranslation("shop");
  const { data: count } = useCartCount("member");
  return (
    <Link to={SHOP_PATHS.cart} className={accountActionClass}>
      {t("cart.link")}
      {count !== undefined && count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
          >
            {count}
          </span>
          <span className="sr-only">, {t("cart.items", { count })}</span>
        </>
      )}
    </Link>
  );
}
