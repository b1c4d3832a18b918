import { CopyOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";

/** A button that copies `text` and says `copiedLabel` for 2 seconds. */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      icon={<CopyOutlined />}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
