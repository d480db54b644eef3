import { configure } from '@testing-library/react';

// npm test runs the unit tests beside the type checks, the lint and the build on two cores: a screen
// that shows its message after 1.2 s there is not wrong, so waits allow 5 s (they end as soon as it shows).
configure({ asyncUtilTimeout: 5000 });
