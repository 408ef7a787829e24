// One handle on the database whose `transaction` spans every service a use case calls.
//
// A use case often writes through several services (a pregnancy and the medical history's count,
// a code consumed and the phone verified). Each service holds this same handle; inside
// `db.transaction(...)` every query made through it, by any service, in the same async flow, runs
// on that transaction (AsyncLocalStorage carries it), and a transaction opened inside another joins
// it rather than committing on its own. So a use case is all-or-nothing without passing a
// transaction object through every call.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function transactional(root: Database): Database {
  const current = new AsyncLocalStorage<Transaction>();
  const transaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const open = current.getStore();
    if (open) return work(open);
    return root.transaction((tx) => current.run(tx, () => work(tx)));
  };
  return new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const active = current.getStore() ?? target;
      const value = Reflect.get(active, property, active) as unknown;
      return typeof value === 'function' ? value.bind(active) : value;
    },
  });
}
