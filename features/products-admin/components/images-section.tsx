import { FormAlert } from "@blocks/feature-kit";
import { type AdminProduct, MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_TYPES } from "@contracts/products-admin";
import { Button, toast } from "@ds";
import { ArrowLeft, ArrowRight, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useProductWrites } from "../api/products";
import { failureText } from "../model/messages";
import { productBody, productValues } from "../model/product-form";
import { useProductsText } from "./use-products-text";

export type ImagesSectionProps = { product: AdminProduct; canWrite: boolean };

/**
 * The product's pictures in their order, the first its thumbnail: a picture chosen is shown before it is sent (the
 * server knows PNG, JPEG and WebP by their bytes); each one moves earlier or later, or goes.
 */
export function ImagesSection({ product, canWrite }: ImagesSectionProps) {
  const { t } = useProductsText();
  const writes = useProductWrites(product.id);
  const inputId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const name = (index: number) => t("images.alt", { n: index + 1 });

  // the chosen file's own address, shown before it is sent and let go when another is chosen
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setAlert(null);
    try {
      await write();
      toast.success(done);
      return true;
    } catch (error) {
      setAlert(failureText(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async () => {
    if (!chosen) return;
    if (await run(() => writes.uploadImage(chosen), t("images.uploaded"))) setChosen(null);
  };
  const move = (from: number, to: number) => {
    const images = [...product.images];
    const [moved] = images.splice(from, 1);
    if (moved === undefined) return;
    images.splice(to, 0, moved);
    void run(() => writes.saveProduct({ ...productBody(productValues(product)), images }), t("images.moved"));
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t("images.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("images.intro", { max: MAX_PRODUCT_IMAGES })}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {product.images.map((src, index) => (
          <li key={src} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <img src={src} alt={name(index)} className="aspect-video w-full rounded object-cover" />
            <span className="text-sm text-muted-foreground">
              {index === 0 ? t("images.thumbnail") : t("images.position", { n: index + 1 })}
            </span>
            {canWrite && (
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  intent="outline"
                  disabled={busy || index === 0}
                  aria-label={t("images.earlier", { name: name(index) })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  intent="outline"
                  disabled={busy || index === product.images.length - 1}
                  aria-label={t("images.later", { name: name(index) })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowRight aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  intent="outline"
                  disabled={busy || product.images.length === 1}
                  aria-label={t("images.remove", { name: name(index) })}
                  onClick={() => void run(() => writes.removeImage(index), t("images.removed"))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {canWrite && product.images.length < MAX_PRODUCT_IMAGES && (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t("images.choose")}
          </label>
          <input
            id={inputId}
            type="file"
            accept={PRODUCT_IMAGE_TYPES.join(",")}
            className="text-sm"
            onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
          />
          <p className="text-xs text-muted-foreground">{t("images.rules")}</p>
          {preview && chosen && (
            <figure className="flex flex-col gap-2">
              <img src={preview} alt={t("images.preview")} className="max-h-48 w-fit rounded object-contain" />
              <figcaption className="text-xs text-muted-foreground">{chosen.name}</figcaption>
            </figure>
          )}
          <div>
            <Button disabled={!chosen} loading={busy && chosen !== null} onClick={() => void upload()}>
              <Upload aria-hidden="true" />
              {t("images.upload")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
