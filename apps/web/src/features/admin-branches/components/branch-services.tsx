import { QueryStates } from '../../../components/ui/query-states.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useServices } from '../api/get-services.ts';
import { choiceOf } from '../lib/branch-form.ts';
import type { BranchFormValues, ServiceChoice } from '../lib/branch-form.ts';

const servicesLoadFailed = 'Failed to load the services';

interface BranchServicesProps {
  values: BranchFormValues;
  onChange: (services: Record<string, ServiceChoice>) => void;
  error?: string | undefined;
}

/** The services offered at the branch; an own price left empty takes the catalogue's. */
export function BranchServices({ values, onChange, error }: BranchServicesProps) {
  const t = useT();
  const { language } = useLanguage();
  const services = useServices();
  const update = (serviceId: string, patch: Partial<ServiceChoice>) =>
    onChange({ ...values.services, [serviceId]: { ...choiceOf(values, serviceId), ...patch } });

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Services offered here')}</legend>
      <QueryStates
        query={services}
        loadingLabel={t('Loading services...')}
        failedTitle={servicesLoadFailed}
        empty={
          <p className="text-xs text-ink-muted">
            {t('Add services first, then choose where they are offered.')}
          </p>
        }
      >
        {(list) => (
          <ul className="space-y-2">
            {list.map((service) => {
              const choice = choiceOf(values, service._id);
              return (
                <li key={service._id} className="rounded-xl border border-sand-200 p-3">
                  {/* The whole row is the checkbox's label: a 44 px target to tap, not the 16 px box alone. */}
                  <label className="flex min-h-11 w-full cursor-pointer items-center gap-3 text-sm text-ink">
                    <input
                      type="checkbox"
                      checked={choice.chosen}
                      onChange={(event) => update(service._id, { chosen: event.target.checked })}
                      className="size-4 shrink-0 rounded border-sand-400 accent-plum-800 pointer-coarse:size-5"
                    />
                    {serviceTexts(service, language).title}
                  </label>
                  {choice.chosen && (
                    <label className="mt-1 block text-xs text-ink-muted">
                      {t('Own price here (LKR)')}
                      <input
                        inputMode="numeric"
                        className="mt-1 block min-h-11 w-full rounded-lg border border-sand-300 px-3 py-1.5 text-sm text-ink"
                        placeholder={formatLkr(service.price, language)}
                        value={choice.price}
                        onChange={(event) => update(service._id, { price: event.target.value })}
                      />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
      {error && (
        <p role="alert" tabIndex={-1} className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
