import { useEffect, useState } from 'react';
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

/** A phone number as a form holds it: the dial prefix and the number, each with its setter. */
export interface PhoneNumber {
  prefix: string;
  phone: string;
  setPrefix: (value: string) => void;
  setPhone: (value: string) => void;
}

/** The state behind PhoneFields, empty at first (the prefix then follows the store's default). */
export function usePhoneNumber(): PhoneNumber {
  const [prefix, setPrefix] = useState('');
  const [phone, setPhone] = useState('');
  return { prefix, phone, setPrefix, setPhone };
}

export interface PhoneFieldsProps {
  number: PhoneNumber;
  /** The form's issues (useForm), of which the prefix's and the phone's show here. */
  issues: { prefix?: ValidationIssue | null; phone?: ValidationIssue | null };
}

/** Dial prefix picker (the phone prefix store, loaded when a phone form opens) and the phone number. */
export const PhoneFields = observer(function PhoneFields({
  number: { prefix, phone, setPrefix: onPrefixChange, setPhone: onPhoneChange },
  issues,
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
        issue={issues.prefix}
      />
      <FormField
        label={t('login.fields.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onValueChange={onPhoneChange}
        issue={issues.phone}
        required
      />
    </div>
  );
});
