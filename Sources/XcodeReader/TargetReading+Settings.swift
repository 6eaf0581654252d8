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
            let values = XCConfig.settings(at: path) { configurationFiles[$0] }
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
}

