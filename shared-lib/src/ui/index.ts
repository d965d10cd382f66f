export { LocaleLink } from './LocaleLink';
export { useLocalePath } from './useLocalePath';
export { useAsync, type AsyncState } from './useAsync';
export { EmptyState, ErrorState, LoadingState } from './StatusViews';
export { Price } from './Price';
export { mediaUrl } from './mediaUrl';
export { PageHeading } from './PageHeading';
export { LoginRequired } from './LoginRequired';
