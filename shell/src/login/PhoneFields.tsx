import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormField, phonePrefixStore, type ValidationIssue } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

export interface PhoneFieldsProps {
  prefix: string;
  phone: string;
  onPrefixChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  phoneIssue?: ValidationIssue | null;
}

/** Dial prefix picker (phonePrefixStore, loaded when a phone form opens) and the phone number. */
export const PhoneFields = observer(function PhoneFields({
  prefix,
  phone,
  onPrefixChange,
  onPhoneChange,
  phoneIssue,
}: PhoneFieldsProps) {
  const { t } = useTranslation(SHELL_NS);
  const prefixId = useId();

  useEffect(() => {
    if (phonePrefixStore.list.length === 0) void phonePrefixStore.load();
  }, []);
  // Until the shopper picks one, follow the server's default.
  const defaultPrefix = phonePrefixStore.defaultValue;
  useEffect(() => {
    if (!prefix && defaultPrefix) onPrefixChange(defaultPrefix);
  }, [prefix, onPrefixChange, defaultPrefix]);

  return (
    <div className="phone-fields">
      <div className="tu-field phone-fields__prefix">
        <label className="tu-field__label" htmlFor={prefixId}>
          {t('login.fields.prefix')}
        </label>
        <select id={prefixId} value={prefix} onChange={(event) => onPrefixChange(event.target.value)}>
          {phonePrefixStore.list.length === 0 && <option value="">{t('login.prefixUnavailable')}</option>}
          {phonePrefixStore.list.map((entry) => (
            <option key={`${entry.value}-${entry.label}`} value={entry.value}>
              {entry.flag ? `${entry.flag} ${entry.showlabel}` : entry.showlabel}
            </option>
          ))}
        </select>
      </div>
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
