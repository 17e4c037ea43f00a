import { Link } from 'react-router-dom';
import { can, paths } from '@muster/shared-kernel/core';
import { useAbilityTemplates, useSession } from '@muster/shared-kernel/client';
import { Loading, DataTable } from '@muster/shared-kernel/ui';
import { useDeleteAbilityTemplate } from '../api/use-ability-template-writes';
import { RemoveButton } from '../../../components/remove-button';
import { abilityExample } from '../hooks/ability-example';
import './ability-templates.css';

/**
 * The ability templates (`/abilitytemplates`): Name, Description and Points with the default
 * values filled in, Details, and Remove for moderators.
 */
export function AbilityListPage() {
  const session = useSession();
  const moderator = can(session, 'ability:write');
  const templates = useAbilityTemplates();
  const deleteTemplate = useDeleteAbilityTemplate();
  // The kernel has toasted a refused removal; the row then stays.
  const remove = (id: string) =>
    deleteTemplate.mutateAsync(id).then(
      () => true,
      () => false,
    );

  return (
    <section className="ability-list">
      <h1>Ability Templates</h1>
      <p className="muted">
        Only moderators can add and edit ability templates. Publishers use them in their units,
        changing the values.
      </p>
      <div className="btn-row">
        <Link className="btn" to={paths.newAbility()}>
          New Template
        </Link>
      </div>
      {templates.isPending && <Loading />}
      {templates.isError && !templates.data && (
        <p className="muted">The templates could not be loaded.</p>
      )}
      {templates.data?.length === 0 && <p className="muted">There are no ability templates yet.</p>}
      {templates.data && templates.data.length > 0 && (
        <>
          <DataTable
            className="ability-table"
            columns={[
              'Name',
              'Description',
              { label: 'Points', className: 'num' },
              'Details',
              moderator && 'Remove',
            ]}
          >
            {templates.data.map((template) => {
              const example = abilityExample(template);
              return (
                <tr key={template._id}>
                  <td className="ability-name">{example.name}</td>
                  <td className="ability-description">{example.description}</td>
                  <td className="num ability-points">
                    {typeof example.cost === 'number' ? (
                      example.cost
                    ) : (
                      <span className="error-text" title={example.cost}>
                        Error
                      </span>
                    )}
                  </td>
                  <td className="ability-details">
                    <Link
                      to={paths.editAbility(template._id)}
                      aria-label={`Details of ${example.name}`}
                    >
                      Details
                    </Link>
                  </td>
                  {moderator && (
                    <td className="ability-remove">
                      <RemoveButton name={example.name} onRemove={() => remove(template._id)} />
                    </td>
                  )}
                </tr>
              );
            })}
          </DataTable>
          <p className="muted ability-note">
            Points: the cost on a basic unit (Health 1, Movement 6, Size 1) with the default values;
            a unit's training type may change it.
          </p>
        </>
      )}
    </section>
  );
}
