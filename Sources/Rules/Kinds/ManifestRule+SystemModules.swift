import ArchCore

extension ManifestRule {
    /// Modules a target may import without declaring them: the toolchain's and the SDKs', from the
    /// one table (``ArchCore/SystemModules``), so that an import of them is never `undeclared`.
    static var systemModules: Set<String> { SystemModules.all }
}
