import { InputNumber } from "antd";
import { useEffect, useRef, useState } from "react";

/** How long typing may pause before a price reaches the URL (and the list reloads). */
export const PRICE_COMMIT_DELAY_MS = 400;

interface PriceInputProps {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}

/**
 * A price bound that reloads the list once the user stops typing, not on every key; leaving the
 * field (Tab) or pressing Enter commits what is typed at once, so a value is never dropped.
 */
export function PriceInput({ label, value, onCommit }: PriceInputProps) {
  const [typed, setTyped] = useState<number | null>(value ?? null);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // The URL echoing this field's own commit keeps what was typed since (a pause committed "30",
    // the next key made it "300": resetting to 30 lost the key). Other changes of the URL show.
    if (value === committed.current) return;
    committed.current = value;
    setTyped(value ?? null);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: number | null) => {
    clearTimeout(timer.current);
    const bound = next ?? undefined;
    if (bound === committed.current) return;
    committed.current = bound;
    onCommit(bound);
  };
  const onChange = (next: number | null) => {
    setTyped(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), PRICE_COMMIT_DELAY_MS);
  };

  return (
    <InputNumber
      min={0}
      placeholder={label}
      aria-label={label}
      value={typed}
      onChange={onChange}
      onBlur={() => commit(typed)}
      onPressEnter={() => commit(typed)}
      style={{ width: 110 }}
    />
  );
}
