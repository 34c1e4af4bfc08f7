import { CARD_SIZE } from "../../app/shared/content/social-image.ts";
import type { CardInput } from "./inputs.ts";

/** A satori element: the shape of a React element without React (the build does not render React here). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | CardNode[] | string; [key: string]: unknown };
}

export const CARD_WIDTH = CARD_SIZE.width;
export const CARD_HEIGHT = CARD_SIZE.height;

// The site's light palette (app/styles/global.css).
const COLORS = {
  bg: "#ffffff",
  soft: "#f6f7f9",
  text: "#1f2328",
  text2: "#4b5563",
  border: "#e5e7eb",
  brand: "#d2410f",
  brandText: "#b3380d",
};

const el = (type: string, style: Record<string, string | number>, children?: CardNode["props"]["children"]): CardNode => ({
  type,
  props: { style, children },
});

/** Width in ems, roughly: a CJK character is a full em, a Latin one a bit over half. */
export function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.56;
  return w;
}

/** The title's size: as large as fits two lines of the card's 1040 px text column. */
export function titleSize(title: string): number {
  const w = emWidth(title);
  if (w <= 14) return 76;
  if (w <= 24) return 64;
  return 52;
}

/** The card of spec'd size: brand bar, logo and "Rsbuild v1", section, title, description, address. */
export function cardLayout(input: CardInput, logo: string): CardNode {
  const size = titleSize(input.title);
  const clamp = (lines: number) => ({ display: "block", lineClamp: lines, overflow: "hidden" });
  // satori sizes boxes without their padding and border (content-box): the outer box has neither.
  return el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      backgroundColor: COLORS.bg,
      fontFamily: "Inter",
      color: COLORS.text,
    },
    [
      el("div", { height: 16, backgroundColor: COLORS.brand }),
      el("div", { display: "flex", flexDirection: "column", flexGrow: 1, padding: "48px 80px 40px" }, [
        el("div", { display: "flex", alignItems: "center" }, [
          { type: "img", props: { src: logo, width: 60, height: 60 } },
          el("div", { fontSize: 36, fontWeight: 700, marginLeft: 20 }, "Rsbuild"),
          el(
            "div",
            { fontSize: 22, color: COLORS.brandText, border: "2px solid #f3c9b6", borderRadius: 999, padding: "2px 14px", marginLeft: 16 },
            "v1",
          ),
        ]),
        el("div", { display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }, [
          el("div", { fontSize: 28, fontWeight: 700, color: COLORS.brandText, marginBottom: 18 }, input.section),
          el("div", { fontSize: size, fontWeight: 700, lineHeight: 1.18, ...clamp(2) }, input.title),
          el("div", { fontSize: 30, color: COLORS.text2, lineHeight: 1.45, marginTop: 22, ...clamp(3) }, input.description),
        ]),
        el(
          "div",
          { display: "flex", borderTop: `2px solid ${COLORS.border}`, paddingTop: 20, fontSize: 24, color: COLORS.text2 },
          input.address,
        ),
      ]),
    ],
  );
}
