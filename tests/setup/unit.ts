// Unit-test setup: IndexedDB comes from fake-indexeddb so storage code runs in Node and happy-dom alike.
import 'fake-indexeddb/auto';
