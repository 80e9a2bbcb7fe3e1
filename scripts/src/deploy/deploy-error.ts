/** A deploy-tool refusal or failure: the message says what is wrong and what to do. */
export class DeployError extends Error {
  override name = 'DeployError';
}
