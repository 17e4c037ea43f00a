import { useEffect, useId, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  can,
  isSignedIn,
  type GrantableRole,
  type UserSummary,
  paths,
} from '@muster/shared-kernel/core';
import { ADMIN_PAGE_SIZE, notify, useSession } from '@muster/shared-kernel/client';
import {
  CopyLinkField,
  DataTable,
  Empty,
  LoadError,
  Loading,
  Pagination,
  SearchForm,
} from '@muster/shared-kernel/ui';
import { useSetRoles } from '../api/use-set-roles';
import { useUsers } from '../api/use-users';
import '../../../components/queues.css';
import '../../../components/admin-tables.css';
import { useMakeResetLink, type MadeResetLink } from '../api/use-make-reset-link';

/** What a moderator who is not the administrator sees at /users. */
export const ADMINISTRATOR_ONLY_TEXT = 'Only the administrator can manage roles.';
export const NO_USERS_TEXT = 'No users match.';

const GRANTABLE: readonly { role: GrantableRole; label: string }[] = [
  { role: 'publisher', label: 'Publisher' },
  { role: 'mod', label: 'Moderator' },
];

/**
 * /users (the administrator): find users by username or display name, see their email and roles,
 * grant and revoke publisher and mod (a change is saved at once), and make a user a one-time
 * password reset link to hand on.
 */
export function UsersPage() {
  const session = useSession();
  if (can(session, 'users:list')) return <Users />;
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return <LoadError title={ADMINISTRATOR_ONLY_TEXT} />;
}

function Users() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const users = useUsers(search, page);
  const open = (next: { search?: string; page?: number }) => {
    const wanted = { search, page, ...next };
    const query: Record<string, string> = {};
    if (wanted.search) query.search = wanted.search;
    if (wanted.page > 1) query.page = String(wanted.page);
    setParams(query);
  };
  const pages = Math.max(1, Math.ceil((users.data?.count ?? 0) / ADMIN_PAGE_SIZE));
  const makeLink = useMakeResetLink();

  return (
    <section className="mq-page">
      <h1>Users</h1>
      <SearchForm
        className="adm-search"
        label="Search users"
        placeholder="Username or display name"
        value={search}
        onSearch={(words) => open({ search: words, page: 1 })}
      />
      {users.isPending && <Loading />}
      {users.isError && <LoadError title="The users could not be read." />}
      {users.data &&
        (users.data.users.length === 0 ? (
          <Empty text={NO_USERS_TEXT} />
        ) : (
          <>
            <DataTable
              label="Users"
              className="table-cards"
              columns={['Username', 'Display name', 'Email', 'Roles', 'Password']}
            >
              {users.data.users.map((user) => (
                <UserRow
                  key={user.username}
                  user={user}
                  makingLink={makeLink.isPending && makeLink.variables === user.username}
                  onResetLink={() => makeLink.mutate(user.username)}
                />
              ))}
            </DataTable>
            {makeLink.data && <ResetLinkPanel made={makeLink.data} />}
            {pages > 1 && (
              <Pagination page={page} pages={pages} onPage={(next) => open({ page: next })} />
            )}
          </>
        ))}
    </section>
  );
}

/**
 * The reset link just made, to copy and hand on. The focus moves to its field (which selects the
 * link) so that it is in view under a long list and ready to copy.
 */
function ResetLinkPanel({ made }: { made: MadeResetLink }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [made]);
  return (
    <section className="card adm-reset-link" aria-labelledby={id}>
      <p id={id}>One-time reset link for {made.username}, valid for 1 hour:</p>
      <CopyLinkField ref={field} link={made.link} label={`Reset link for ${made.username}`} />
    </section>
  );
}

function UserRow({
  user,
  makingLink,
  onResetLink,
}: {
  user: UserSummary;
  /** Whether a reset link for this user is being made. */
  makingLink: boolean;
  onResetLink: () => void;
}) {
  const setRoles = useSetRoles();
  const administrator = user.roles.includes('admin');
  const toggle = (role: GrantableRole, on: boolean) => {
    const roles = GRANTABLE.map((g) => g.role).filter((r) =>
      r === role ? on : user.roles.includes(r),
    );
    setRoles.mutate(
      { username: user.username, roles },
      { onSuccess: () => notify.success(`Roles of ${user.username} saved`) },
    );
  };
  return (
    <tr>
      <td data-label="Username">{user.username}</td>
      <td data-label="Display name">{user.display}</td>
      <td data-label="Email">{user.email}</td>
      <td data-label="Roles" className="adm-roles-cell">
        {administrator ? (
          'administrator'
        ) : (
          <fieldset className="adm-roles">
            <legend className="visually-hidden">Roles of {user.username}</legend>
            {GRANTABLE.map(({ role, label }) => (
              <label key={role}>
                <input
                  type="checkbox"
                  checked={user.roles.includes(role)}
                  disabled={setRoles.isPending}
                  aria-label={`${label} (${user.username})`}
                  onChange={(event) => toggle(role, event.target.checked)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        )}
      </td>
      <td data-label="Password">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={makingLink}
          aria-label={`Reset Link (${user.username})`}
          onClick={onResetLink}
        >
          Reset Link
        </button>
      </td>
    </tr>
  );
}
