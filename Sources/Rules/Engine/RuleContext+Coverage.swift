import ArchCore

extension RuleContext {
    /// Local modules with Swift sources (package targets and configured modules; test, binary,
    /// system-library and plugin targets aside) that none of `sets` contains, neither as a module
    /// nor file by file: what an exhaustive rule reports.
    func uncoveredModules(by sets: [MemberSet]) -> [Module] {
        let modules = sets.reduce(into: Set<ModuleID>()) { $0.formUnion($1.modules) }
        let files = sets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        return graph.modules.filter { module in
            switch module.kind {
            case .external, .target(.test), .target(.binary), .target(.system), .target(.plugin): return false
            case .target, .configured: break
            }
            guard !modules.contains(module.id) else { return false }
            let own = index.filesByModule[module.id] ?? []
            return own.isEmpty || !own.allSatisfy(files.contains)
        }
    }

    /// One finding per module that `sets` leave out, at its declaration.
    func coverageFindings(_ header: RuleHeader, _ sets: [MemberSet], advice: String) -> [Finding] {
        uncoveredModules(by: sets).map { module in
            Finding(
                ruleID: header.kind, ruleName: header.name, severity: header.severity,
                message: "'\(module.name)' \(advice)", location: module.location, because: header.because,
                subject: "'\(module.name)'")
        }
    }
}
