// @ts-check
// Stands in for axios's fetch adapter in browser builds (create-app-config.mjs). axios takes the
// first adapter the environment supports, in the order xhr, http, fetch: every browser has
// XMLHttpRequest, so the fetch adapter and the helpers only it needs (~4 KB gzipped) were dead weight
// on every first load. Asked for by name, axios reports it "not supported by the environment".
export const getFetch = () => false;
export default false;
