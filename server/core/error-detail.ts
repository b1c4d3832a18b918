/** What an error answer may add to `{ statusCode, error, message }`: its stable code, and the field with the rule it broke. */
export interface ErrorDetail {
  code?: string;
  field?: string;
  rule?: string;
  limit?: number;
}
