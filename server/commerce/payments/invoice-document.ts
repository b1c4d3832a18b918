/** The invoice as a standalone HTML document (served as an attachment, printable to PDF). */
import { stockholmDay } from "../../core/stockholm-day";
import type { InvoiceWithLines } from "./invoices";
import { VAT_RATE } from "./provider";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
const money = (amount: number, currency: string) => `${amount.toLocaleString("sv-SE")} ${currency}`;
const day = (date: Date) => stockholmDay(date.getTime());

export function invoiceDocument(invoice: InvoiceWithLines, companyName: string): string {
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td>${line.quantity}</td><td>${money(line.unitPrice, invoice.currency)}</td><td>${money(line.amount, invoice.currency)}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Faktura ${invoice.number}</title>
<style>body{font-family:sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}tfoot td{font-weight:bold}</style>
</head><body>
<h1>Faktura / Invoice ${invoice.number}</h1>
<p>Fenix Market Intelligence</p>
<p>Kund / Customer: ${escape(companyName)}</p>
<p>Fakturadatum / Issued: ${day(invoice.issuedAt)}<br>Förfallodatum / Due: ${day(invoice.dueAt)}</p>
<table><thead><tr><th>Beskrivning / Description</th><th>Antal / Qty</th><th>À-pris / Unit</th><th>Belopp / Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">Summa exkl. moms / Subtotal</td><td>${money(invoice.subtotal, invoice.currency)}</td></tr>
<tr><td colspan="3">Moms / VAT ${VAT_RATE * 100} %</td><td>${money(invoice.vat, invoice.currency)}</td></tr>
<tr><td colspan="3">Att betala / Total</td><td>${money(invoice.total, invoice.currency)}</td></tr>
</tfoot></table>
</body></html>
`;
}
