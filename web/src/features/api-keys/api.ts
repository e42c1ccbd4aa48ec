/** What a key change answers (business codes worded through `errors.<code>`) and refetches: the key list. */
export const apiKeyChange = { refusals: {}, invalidates: [['apiKeys']] };
