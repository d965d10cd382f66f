export { LocaleLink } from './LocaleLink';
export { useLocalePath } from './useLocalePath';
export { useAfterSitePopup } from './useAfterSitePopup';
export { useAsync, type AsyncState } from './useAsync';
export { useHydrated } from './useHydrated';
export { ClientOnly } from './ClientOnly';
export { EmptyState, ErrorState, LoadingState } from './StatusViews';
export { Price } from './Price';
export { useCouponMoney, type CouponValue } from './useCouponMoney';
export { PageHeading } from './PageHeading';
export { LoginRequired } from './LoginRequired';
export { Image, DEFAULT_FALLBACK_IMAGE, type ImageProps, type ImageStatus } from './Image';
export { imageHosts } from './imageHosts';
export { useNearViewport } from './useNearViewport';
export { Countdown, type CountdownProps } from './Countdown';
export { Pagination, pageCount, type PaginationProps } from './Pagination';
export {
  FieldFrame,
  IssueText,
  splitFieldProps,
  type BoundFieldProps,
  type FieldControlProps,
  type FieldFrameProps,
} from './FieldFrame';
export { FormField, type FormFieldProps } from './FormField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { useForm, type FormState } from './useForm';
export { useCountries, useCountryOptions, type CountryOption } from './useCountries';
export { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from './ComboboxField';
export { usePhonePrefixOptions } from './usePhonePrefixOptions';
export { PopupFrame, type PopupFrameProps, type PopupVariant } from './popup/PopupFrame';
export { focusableIn } from './popup/focusable';
export { heroImage } from './heroImage';
export { useLanguage } from './useLanguage';
export { useDeliveryFieldText, useDeliveryLabel } from './useDeliveryFieldText';
