import { Link } from 'react-router-dom';
import { useFactionCount, usePageModQueue, useScenarioCount } from '@muster/shared-kernel/client';
import { paths } from '@muster/shared-kernel/core';

/** A queue's entry: its name, and how many items wait once that is known ('Moderator Queue (3)'). */
function QueueLink({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  return <Link to={to}>{count === undefined ? label : `${label} (${count})`}</Link>;
}

// Each entry reads its count only when rendered, which the bar does for moderators alone. The
// counts share the queues' cache keys, so a moderation, once settled, refreshes them too.

/** The Factions dropdown's Moderator Queue, with the count of public factions waiting. */
export function FactionQueueLink() {
  const count = useFactionCount('queue');
  return <QueueLink to={paths.modQueue(1)} label="Moderator Queue" count={count.data} />;
}

/** The Scenarios dropdown's Moderator Queue: the pages waiting for review. */
export function PageQueueLink() {
  const queue = usePageModQueue();
  return <QueueLink to={paths.pageModQueue()} label="Moderator Queue" count={queue.data?.length} />;
}

/** The Scenarios dropdown's Scenario Queue, with the count of public scenarios waiting. */
export function ScenarioQueueLink() {
  const count = useScenarioCount('queue');
  return <QueueLink to={paths.scenarioModQueue(1)} label="Scenario Queue" count={count.data} />;
}
