/** An open_modal action or a URL fragment names a module the page already shows (2.1). */
export const modalOnPage = (alias: string) =>
  `${alias} is already on the page: it is not opened again as a modal`;
