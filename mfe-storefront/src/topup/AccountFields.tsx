// The delivery fields (player ID, and server or zone where the game has one) with the
// account lookup's answer under them: nickname, a role to pick, or why the account was not found.
// Ids the game's lookup takes as digits get the phone's number pad, and anything else typed or pasted
// is dropped, saying so.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, gameServerName, useLanguage, type ValidationIssue } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import {
  ACCOUNT_ID_MAX_LENGTH,
  digitsOnly,
  fieldKey,
  isNumericField,
  type GameLookupConfig,
} from './gameAccounts';
import type { LookupState } from './useAccountLookup';

export function AccountFields({
  fields,
  values,
  issues,
  onChange,
  config,
  lookup,
  roleId,
  onRole,
}: {
  fields: string[];
  values: Record<string, string>;
  issues: Record<string, ValidationIssue | undefined>;
  onChange: (label: string, value: string) => void;
  config: GameLookupConfig | null;
  lookup: LookupState;
  roleId: string | null;
  onRole: (roleId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const labelOf = (field: string) => t(`fields.${fieldKey(field)}`, { defaultValue: field });
  // The numeric field whose last input had other characters dropped.
  const [dropped, setDropped] = useState<string | null>(null);
  return (
    <fieldset className="sf-account">
      <legend className="visually-hidden">{t('topUp.account')}</legend>
      {fields.map((field) =>
        config?.serverField === field && config.servers ? (
          <ServerSelect
            key={field}
            label={labelOf(field)}
            value={values[field] ?? ''}
            servers={config.servers}
            issue={issues[field]}
            onChange={(value) => onChange(field, value)}
          />
        ) : isNumericField(config, field) ? (
          <div key={field}>
            <FormField
              label={labelOf(field)}
              name={field}
              value={values[field] ?? ''}
              onValueChange={(typed) => {
                const digits = digitsOnly(typed);
                // The note stays while the field holds what was kept of that input, until it is emptied.
                if (digits.dropped) setDropped(field);
                else if (digits.value === '' || dropped !== field) setDropped(null);
                onChange(field, digits.value);
              }}
              issue={issues[field] ?? null}
              required
              autoComplete="off"
              spellCheck={false}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={ACCOUNT_ID_MAX_LENGTH}
            />
            {dropped === field && (
              <p className="tu-field__error" role="alert">
                {t('topUp.digitsOnly', { field: labelOf(field) })}
              </p>
            )}
          </div>
        ) : (
          <FormField
            key={field}
            label={labelOf(field)}
            name={field}
            value={values[field] ?? ''}
            onValueChange={(value) => onChange(field, value)}
            issue={issues[field] ?? null}
            required
            autoComplete="off"
            spellCheck={false}
          />
        ),
      )}
      {config && <LookupStatus lookup={lookup} roleId={roleId} onRole={onRole} />}
    </fieldset>
  );
}

function ServerSelect({
  label,
  value,
  servers,
  issue,
  onChange,
}: {
  label: string;
  value: string;
  servers: readonly string[];
  issue: ValidationIssue | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        required
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('topUp.chooseServer')}</option>
        {servers.map((server) => (
          <option key={server} value={server}>
            {gameServerName(server, language) ?? server}
          </option>
        ))}
      </select>
      {issue && (
        <p id={`${id}-error`} className="tu-field__error" role="alert">
          {tc(`validation.${issue.key}`, issue.params ?? {})}
        </p>
      )}
    </div>
  );
}

function LookupStatus({
  lookup,
  roleId,
  onRole,
}: {
  lookup: LookupState;
  roleId: string | null;
  onRole: (roleId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  if (lookup.status === 'idle') return null;
  if (lookup.status === 'checking') {
    return (
      <p className="sf-lookup" role="status">
        {t('topUp.lookup.checking')}
      </p>
    );
  }
  if (lookup.status === 'notFound') {
    return (
      <p className="sf-lookup sf-lookup--bad" role="alert">
        {t('topUp.lookup.notFound')}
      </p>
    );
  }
  if (lookup.status === 'error') {
    return (
      <p className="sf-lookup sf-lookup--bad" role="alert">
        {t('topUp.lookup.error')}
      </p>
    );
  }
  if (lookup.roles.length > 1) {
    return (
      <fieldset className="sf-roles">
        <legend>{t('topUp.lookup.roles')}</legend>
        {lookup.roles.map((role) => (
          <label key={role.roleId} className="sf-role">
            <input
              type="radio"
              name="role"
              value={role.roleId}
              checked={roleId === role.roleId}
              onChange={() => onRole(role.roleId)}
            />
            {t('topUp.lookup.role', {
              nickname: role.nickname,
              server: role.serverId
                ? (gameServerName(role.serverId, language) ?? role.serverId)
                : role.roleId,
            })}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <p className="sf-lookup sf-lookup--ok" role="status">
      {t('topUp.lookup.found', { nickname: lookup.account.nickname })}
    </p>
  );
}
