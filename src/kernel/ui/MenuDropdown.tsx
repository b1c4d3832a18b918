import { Dropdown, type DropdownProps } from "antd";
import { useRef } from "react";

/**
 * antd's Dropdown for a menu behind a button, as a keyboard user needs it: the menu takes focus
 * when it opens (arrow keys then move through it), and focus goes back to where it was when the
 * menu closes — on Escape, on a click outside, and after a choice (antd leaves it on the hidden
 * item, so the next Tab would start from the top of the page).
 */
export function MenuDropdown({ onOpenChange, ...props }: Omit<DropdownProps, "autoFocus">) {
  const opener = useRef<HTMLElement | null>(null);
  const giveFocusBack = () => {
    const element = opener.current;
    opener.current = null;
    // after antd has hidden the menu
    requestAnimationFrame(() => {
      const lost = document.activeElement === document.body || document.activeElement?.closest(".ant-dropdown");
      if (element?.isConnected && lost) element.focus();
    });
  };
  return (
    <Dropdown
      {...props}
      autoFocus
      onOpenChange={(open, info) => {
        if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        else giveFocusBack();
        onOpenChange?.(open, info);
      }}
    />
  );
}
