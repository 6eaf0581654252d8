import ArchlintKit
import ArgumentParser

// The values of `--format` and `--level`: ArgumentParser lists them in `--help` and rejects any
// other value as a usage error (exit 64), naming the ones it accepts.
extension ReportFormat: ExpressibleByArgument {}
extension GraphFormat: ExpressibleByArgument {}
extension GraphLevel: ExpressibleByArgument {}
