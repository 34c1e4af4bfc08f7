import { useLocation } from "@remix-run/react";
import { useState } from "react";
import type { Lang } from "~/shared/config/types";
import { Icon } from "~/components/icons";
import { lazyComponent } from "~/components/lazy";
import { Popover } from "~/components/Popover";
import { t } from "~/shared/i18n";
import { popoverLang } from "~/lib/popover-lang";

// The list is hidden until opened, so its code and data load when it first opens.
const ProductFamilyList = lazyComponent(() => import("./ProductFamilyList").then((m) => m.ProductFamilyList));

/** The product family: a grid icon next to the navbar title opening the six Rstack tools. */
export function ProductFamily({ lang, trigger = "hover" }: { lang?: Lang; trigger?: "hover" | "click" }) {
  const { pathname } = useLocation();
  const l = popoverLang(pathname, lang);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      label={t(l, "productFamily.label")}
      title="Rstack"
      button={<Icon name="grid" size={16} />}
      className="product-family"
    >
      {open && <ProductFamilyList lang={l} />}
    </Popover>
  );
}
