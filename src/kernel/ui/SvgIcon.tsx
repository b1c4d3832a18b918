import type { IconDefinition } from "@ant-design/icons-svg/lib/types";

/**
 * One of antd's icons drawn from its definition (@ant-design/icons-svg), for what renders before
 * antd: the icon component library brings antd's colour and style helpers with it.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === "function" ? icon.icon("currentColor", "none") : icon.icon;
  return (
    <span className={className} aria-hidden="true" style={{ display: "inline-flex", lineHeight: 0 }}>
      <svg viewBox={svg.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {(svg.children ?? []).map((child, index) => (
          <path key={index} d={child.attrs["d"]} />
        ))}
      </svg>
    </span>
  );
}
