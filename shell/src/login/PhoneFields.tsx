import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  FormField,
  SelectField,
  usePhonePrefixOptions,
  useStores,
  type ValidationIssue,
} from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';

export interface PhoneFieldsProps {
  prefix: string;
  phone: string;
  onPrefixChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  phoneIssue?: ValidationIssue | null;
  prefixIssue?: ValidationIssue | null;
}

/** Dial prefix picker (the phone prefix store, loaded when a phone form opens) and the phone number. */
export const PhoneFields = observer(function PhoneFields({
  prefix,
  phone,
  onPrefixChange,
  onPhoneChange,
  phoneIssue,
  prefixIssue,
}: PhoneFieldsProps) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const options = usePhonePrefixOptions(i18n.language);
  // Until the shopper picks one, follow the default (their last pick, else the server's).
  const { phonePrefix } = useStores();
  const defaultPrefix = phonePrefix.defaultValue;
  const pick = (value: string) => {
    phonePrefix.remember(value);
    onPrefixChange(value);
  };
  useEffect(() => {
    if (!prefix && defaultPrefix) onPrefixChange(defaultPrefix);
  }, [prefix, onPrefixChange, defaultPrefix]);

  return (
    <div className="phone-fields">
      <SelectField
        label={t('login.fields.prefix')}
        name="prefix"
        value={prefix}
        onValueChange={pick}
        options={options.length > 0 ? options : [{ value: '', label: t('login.prefixUnavailable') }]}
        autoComplete="tel-country-code"
        issue={prefixIssue}
      />
      <FormField
        label={t('login.fields.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onValueChange={onPhoneChange}
        issue={phoneIssue}
        required
      />
    </div>
  );
});
