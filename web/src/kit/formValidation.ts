/**
 * Whether a rejection is an antd form's `validateFields` refusing the input: the fields show their own messages,
 * so nothing is left to handle or report (a submit wired as `onOk={() => void submit()}` lets it go unhandled).
 */
export function isFieldValidationRejection(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    Array.isArray((reason as { errorFields?: unknown }).errorFields) &&
    !(reason instanceof Error)
  );
}
