/** familyDetail takes the union's id in the query string. */
export const familyHref = (unionId: number) => `/familyDetail?id=${unionId}`;
