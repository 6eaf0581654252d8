import ArchCore
import XcodeModel

extension TargetReading {
    /// The target's synchronized folders, each less the paths its own exception sets name.
    mutating func synchronizedFolders(of target: String) -> [SynchronizedFolder] {
        objects.ids(target, "fileSystemSynchronizedGroups").compactMap { group -> SynchronizedFolder? in
            guard objects[group] != nil else {
                objects.problem("target '\(objects.string(target, "name") ?? target)' names a synchronized folder '\(group)' the file does not define; its files are not in the graph", at: target, hidesTargets: true)
                return nil
            }
            guard objects.isa(group) == "PBXFileSystemSynchronizedRootGroup" else {
                objects.problem("synchronized folder '\(group)' of a target is not a PBXFileSystemSynchronizedRootGroup; its files are not in the graph", at: group, hidesTargets: true)
                return nil
            }
            let path = paths.path(of: group, objects)
            guard case .repository(let folder) = path else {
                let why = path == .tooLong ? "has a path longer than \(ReferencePath.maximumLength) bytes" : "lies outside the linted folder"
                objects.problem("synchronized folder '\(objects.string(group, "path") ?? group)' \(why)", at: group)
                return nil
            }
            let excluded = (exceptionSets[group] ?? []).filter { $0.target == target }.flatMap { set in
                set.paths.compactMap { RelativePath.join(folder, Self.inFolder($0)) }
            }
            return SynchronizedFolder(path: folder, excluded: Array(Set(excluded)).sorted())
        }
    }

    /// For each target, the paths other targets' synchronized folders lend it: an exception set
    /// of a folder the target does not own adds those files to it (how an extension shares the
    /// app's files).
    func sharedPaths(targets: [String]) -> [String: [String]] {
        var owned: [String: Set<String>] = [:]
        for target in targets { owned[target] = Set(objects.ids(target, "fileSystemSynchronizedGroups")) }
        var shared: [String: Set<String>] = [:]
        for (group, sets) in exceptionSets {
            guard case .repository(let folder) = paths.path(of: group, objects) else { continue }
            for set in sets where !(owned[set.target]?.contains(group) ?? false) {
                shared[set.target, default: []].formUnion(set.paths.compactMap { RelativePath.join(folder, Self.inFolder($0)) })
            }
        }
        return shared.mapValues { $0.sorted() }
    }

    /// An exception path relative to its folder: Xcode writes some with a leading `/`
    /// (`/Localized/en.lproj/...`), still relative to the folder.
    private static func inFolder(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
    }

    /// The build-file exception sets of every synchronized folder (which target, which paths),
    /// read once for the folders' own targets and for the targets they lend files to.
    static func exceptionSets(_ objects: inout ProjectObjects) -> [String: [ExceptionSet]] {
        var result: [String: [ExceptionSet]] = [:]
        for (group, object) in objects.objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            result[group] = objects.ids(group, "exceptions").compactMap { set -> ExceptionSet? in
                switch objects.isa(set) {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let target = objects.string(set, "target") else { return nil }
                    return ExceptionSet(target: target, paths: objects.ids(set, "membershipExceptions"))
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    // Copy and header phases: which files are embedded, not which are compiled.
                    return nil
                case nil where objects[set] == nil:
                    objects.problem("synchronized folder '\(objects.string(group, "path") ?? group)' names an exception set '\(set)' the file does not define; the files of its targets may be wrong", at: group)
                    return nil
                default:
                    objects.problem("skipped an exception set of unknown kind '\(objects.isa(set) ?? "none")' of a synchronized folder; the files of its targets may be wrong", at: set)
                    return nil
                }
            }
        }
        return result
    }
}

/// A `PBXFileSystemSynchronizedBuildFileExceptionSet`: for `target`, the paths of its folder
/// that are taken out (the folder is the target's) or lent to it (it is not).
struct ExceptionSet {
    var target: String
    var paths: [String]
}
