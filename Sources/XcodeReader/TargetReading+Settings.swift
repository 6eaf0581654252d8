import ArchCore
import XcodeModel

extension TargetReading {
    /// The settings of the target's default configuration (its `defaultConfigurationName`, else
    /// `Release`, else the first), over the project's configuration of the same name.
    func settings(of target: String, targetName: String) -> BuildSettings {
        var layers: [BuildSettings.Layer] = []
        let targetConfiguration = configuration(in: objects.string(target, "buildConfigurationList"), named: nil)
        let name = targetConfiguration.flatMap { objects.string($0, "name") }
        if let projectConfiguration = configuration(in: objects.string(root, "buildConfigurationList"), named: name) {
            layers += self.layers(of: projectConfiguration)
        }
        if let targetConfiguration { layers += self.layers(of: targetConfiguration) }
        return BuildSettings(
            layers: layers,
            builtIn: ["TARGET_NAME": targetName, "PROJECT_NAME": projectName, "CONFIGURATION": name ?? "Release"])
    }

    /// The configuration of the list named `name`, else the list's default, else `Release`, else the first.
    private func configuration(in list: String?, named name: String?) -> String? {
        guard let list else { return nil }
        let configurations = objects.ids(list, "buildConfigurations")
        let wanted = [name, objects.string(list, "defaultConfigurationName"), "Release"].compactMap { $0 }
        for candidate in wanted {
            if let match = configurations.first(where: { objects.string($0, "name") == candidate }) { return match }
        }
        return configurations.first
    }

    /// A configuration's `.xcconfig` (with what it includes), then its own settings.
    private func layers(of configuration: String) -> [BuildSettings.Layer] {
        var layers: [BuildSettings.Layer] = []
        if let path = configurationFile(of: configuration) {
            var values: [String: String] = [:]
            var visited: Set<String> = []
            flatten(path, into: &values, visited: &visited)
            layers.append(BuildSettings.Layer(values: values, location: SourceLocation(file: path, line: 1, column: 1)))
        }
        var values: [String: String] = [:]
        for (key, value) in objects[configuration]?["buildSettings"]?.dictionary ?? [:] where !key.contains("[") {
            values[key] = value.string ?? value.strings.joined(separator: " ")
        }
        layers.append(BuildSettings.Layer(values: values, location: objects.location(of: configuration)))
        return layers
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path inside
    /// a synchronized folder (`baseConfigurationReferenceAnchor` and `...RelativePath`).
    private func configurationFile(of configuration: String) -> String? {
        if let base = objects.string(configuration, "baseConfigurationReference"),
            case .repository(let path) = paths.path(of: base, objects)
        {
            return path
        }
        if let anchor = objects.string(configuration, "baseConfigurationReferenceAnchor"),
            let relative = objects.string(configuration, "baseConfigurationReferenceRelativePath"),
            case .repository(let folder) = paths.path(of: anchor, objects)
        {
            return RelativePath.join(folder, relative)
        }
        return nil
    }

    /// The settings of an `.xcconfig` and the files it includes (included first, so the file's own
    /// lines win); `$(inherited)` in a later assignment stands for the earlier value. Depth first
    /// with a stack of its own: a chain of thousands of includes (a hostile repository) must not
    /// overflow the thread's.
    private func flatten(_ path: String, into values: inout [String: String], visited: inout Set<String>) {
        struct Open {
            let file: XCConfig
            let folder: String
            var nextInclude = 0
        }
        func open(_ path: String) -> Open? {
            guard visited.insert(path).inserted, let text = configurationFiles[path] else { return nil }
            return Open(file: XCConfig(text: text), folder: RelativePath.parent(path))
        }
        var stack = [open(path)].compactMap { $0 }
        while let top = stack.last {
            if top.nextInclude < top.file.includes.count {
                stack[stack.count - 1].nextInclude += 1
                let include = top.file.includes[top.nextInclude]
                if let included = RelativePath.join(top.folder, include.path), let opened = open(included) { stack.append(opened) }
                continue
            }
            stack.removeLast()
            for (key, value, _) in top.file.assignments {
                let earlier = values[key]
                values[key] = earlier.map { value.replacingInherited(with: $0) } ?? value
            }
        }
    }
}

extension String {
    /// The value with `$(inherited)` and `${inherited}` replaced.
    func replacingInherited(with earlier: String) -> String {
        var result = self
        for token in ["$(inherited)", "${inherited}"] {
            while let range = result.range(of: token) { result.replaceSubrange(range, with: earlier) }
        }
        return result
    }
}
