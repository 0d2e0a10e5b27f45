/**
 * Child process of `validateInParallel` (support/spec.ts): validates one pact file against one
 * spec file and prints the validator's outcome as JSON. The validator compiles a schema per
 * interaction, so a large pact is split over the machine's cores.
 */
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';

const [specPathOrUrl, mockPathOrUrl] = process.argv.slice(2);
if (!specPathOrUrl || !mockPathOrUrl) throw new Error('usage: validate-chunk.ts <spec> <pact>');
const outcome = await SwaggerMockValidatorFactory.create().validate({
  specPathOrUrl,
  mockPathOrUrl,
});
process.stdout.write(JSON.stringify(outcome));
