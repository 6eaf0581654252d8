import BillingCore

struct ChargeView { let charge: Charge }
