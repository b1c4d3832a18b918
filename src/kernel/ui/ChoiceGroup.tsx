import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";

export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: readonly ChoiceOption<T>[];
  "aria-label"?: string;
  size?: "small" | "middle";
  /** As wide as its container, the options sharing the width. */
  block?: boolean;
  className?: string;
  style?: CSSProperties;
  "data-testid"?: string;
}

const STEP: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * One of a few options side by side (a period, a tab), in place of antd's Segmented, which Tab
 * stops on twice and whose arrow keys did not choose. A radio group as WAI-ARIA describes it: one
 * Tab stop (the chosen option), arrow keys (and Home, End) choose and move focus, the accent ring
 * shows where focus is.
 */
export function ChoiceGroup<T extends string>({
  value,
  onChange,
  options,
  size = "middle",
  block = false,
  className,
  style,
  ...aria
}: ChoiceGroupProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    buttons.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const last = options.length - 1;
    const next =
      step !== undefined ? (chosen + step + options.length) % options.length : event.key === "Home" ? 0 : event.key === "End" ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(next);
  };

  const classes = ["fx-choice", size === "small" && "fx-choice-small", block && "fx-choice-block", className].filter(Boolean).join(" ");
  return (
    <div role="radiogroup" className={classes} style={style} onKeyDown={onKeyDown} {...aria}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === chosen ? 0 : -1}
          className={index === chosen ? "fx-choice-option fx-choice-chosen" : "fx-choice-option"}
          onClick={() => choose(index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
