// Placeholder so the test target builds; the rule tests follow.
import Rules
