/** Formats shared by the OpenAPI description of many fields, so documents and generators agree with validation. */
export const ID_PATTERN = '^[0-9a-fA-F]{24}$';
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):(00|30)$';
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
