import CoreDomain
