export {
  SHARED_VERSION,
  SINGLETON_NAMES,
  duplicateSingletons,
  registerSingleton,
  singletonRegistry,
  type SingletonRecord,
  type SingletonRegistry,
} from './singleton-registry';
