import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { QueryStates } from '../../../components/ui/query-states.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useServicesToAssign } from '../api/get-team.ts';
import type { ServiceChoice } from '../lib/team-form.ts';

const servicesLoadFailed = 'Failed to load the services';

interface ServicesPickerProps {
  choices: Record<string, ServiceChoice>;
  onChange: (choices: Record<string, ServiceChoice>) => void;
}

/** The services the stylist does; an own price or length left empty takes the catalogue's. */
export function ServicesPicker({ choices, onChange }: ServicesPickerProps) {
  const t = useT();
  const { language } = useLanguage();
  const services = useServicesToAssign();
  const choiceOf = (serviceId: string): ServiceChoice =>
    choices[serviceId] ?? { serviceId, chosen: false, price: '', averageTime: '' };
  const update = (serviceId: string, patch: Partial<ServiceChoice>) =>
    onChange({ ...choices, [serviceId]: { ...choiceOf(serviceId), ...patch } });

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Services')}</legend>
      <QueryStates
        query={services}
        loadingLabel={t('Loading services...')}
        failedTitle={servicesLoadFailed}
        empty={
          <p className="text-xs text-ink-muted">{t('Add services first, then choose who does them.')}</p>
        }
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((service) => {
              const choice = choiceOf(service._id);
              return (
                <li key={service._id} className="rounded-xl border border-sand-200 p-3">
                  <Checkbox
                    label={service.title}
                    checked={choice.chosen}
                    onChange={(event) => update(service._id, { chosen: event.target.checked })}
                  />
                  {choice.chosen && (
                    <div className="mt-2 grid grid-cols-2 gap-3">
                      <TextFieldSmall
                        label={t('Own price (LKR)')}
                        placeholder={formatLkr(service.price, language)}
                        value={choice.price}
                        onChange={(price) => update(service._id, { price })}
                      />
                      <TextFieldSmall
                        label={t('Own length (minutes)')}
                        placeholder={t('{minutes} min', { minutes: service.averageTime })}
                        value={choice.averageTime}
                        onChange={(averageTime) => update(service._id, { averageTime })}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </fieldset>
  );
}

/** A compact numeric field; its label is already translated. */
function TextFieldSmall({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="block text-xs text-ink-muted">
      {label}
      <input
        inputMode="numeric"
        className="mt-1 h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-plum-700"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
