// @ts-check
// The props contract of each expose the shell renders with props (types in shared-lib's
// stores/sitePopups.ts). Every other expose is a page, or a component the shell mounts without
// props (account's VerificationCenter): it must take no required props.

/** @type {Record<string, string>} "<remote>/<Expose>" -> props type exported by @topup/shared-lib */
export const EXPOSE_CONTRACTS = {
  'checkout/PaymentListPopup': 'PaymentListPopupProps',
  'checkout/SafetyPopup': 'SafetyPopupProps',
  'content/ReviewPopup': 'ReviewPopupProps',
  'account/IdentityPopup': 'IdentityPopupProps',
};

/** The props an expose is rendered with: a shared-lib type name, or 'none' (a page). */
export const NO_PROPS = 'none';

/**
 * @param {string} remote
 * @param {string} expose "./Name" or "Name"
 */
export function exposeContractOf(remote, expose) {
  return EXPOSE_CONTRACTS[`${remote}/${expose.replace(/^\.\//, '')}`] ?? NO_PROPS;
}
