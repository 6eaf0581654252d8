import ArchlintKit

/// A quick path past ArgumentParser for the lint command's everyday command lines.
///
/// ArgumentParser builds each option's definition by reflection on every run, and the Swift
/// runtime's first look-up of each conformance scans every record in the binary: about 4 ms of a
/// run that the result cache answers in 20. The lines archlint runs hundreds of times a day (a hook,
/// the build-tool plugin, an editor) are plain: a folder and a few options. Those are read here;
/// anything else (help, a subcommand, `--`, an option this table lacks, a repeated option, a value
/// that starts with `-`, a value ArgumentParser would refuse) gives nil and goes to ArgumentParser,
/// which reads it, or says what is wrong, as it always did. A test checks that every command line
/// read here is read the same way by ArgumentParser.
extension LintArguments {
    private enum Setting {
        case flag(WritableKeyPath<LintArguments, Bool>)
        case value(WritableKeyPath<LintArguments, String?>)
        case repeated(WritableKeyPath<LintArguments, [String]>)
        case format
    }

    /// The option a long name (``longName(of:)``) spells, as ArgumentParser spells it; nil for
    /// any other word.
    private static func setting(named name: String) -> Setting? {
        switch name {
        case "--config": .value(\.config)
        case "--follow-links-into": .repeated(\.followLinksInto)
        case "--format": .format
        case "--output": .repeated(\.output)
        case "--baseline": .value(\.baseline)
        case "--baseline-prune": .flag(\.baselinePrune)
        case "--since": .value(\.since)
        case "--path-prefix": .value(\.pathPrefix)
        case "--absolute-paths": .flag(\.absolutePaths)
        case "--link-template": .value(\.linkTemplate)
        case "--strict": .flag(\.strict)
        case "--quiet": .flag(\.quiet)
        case "--no-cache": .flag(\.noCache)
        case "--target": .value(\.target)
        case "--target-folder": .value(\.targetFolder)
        case "--build-plugin": .flag(\.buildPlugin)
        case "--stamp": .value(\.stamp)
        default: nil
        }
    }

    /// The arguments after the executable's name, when they are a plain lint command line that
    /// passes `validate()`; nil sends them to ArgumentParser.
    init?(quickParsing arguments: [String], commandNames: Set<String>) {
        // `lint` may come first (the build-tool plugin names it); any other command's name, or
        // `lint` anywhere else, even as an option's value, is left to ArgumentParser.
        let arguments = arguments.first == "lint" ? arguments.dropFirst() : arguments[...]
        guard !arguments.contains(where: { argument in argument.isEmpty || commandNames.contains(argument) }) else { return nil }
        self.init()
        var seen: Set<String> = []  // options given once at most, by their long names
        var hasPath = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard !hasPath else { return nil }
                (hasPath, path) = (true, argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = Self.longName(of: name)
            guard let setting = Self.setting(named: name) else { return nil }
            func value() -> String? {
                if let inlineValue { return Self.isPlainValue(inlineValue) ? inlineValue : nil }
                guard index < arguments.endIndex, Self.isPlainValue(arguments[index]) else { return nil }
                index += 1
                return arguments[index - 1]
            }
            if case .repeated = setting {} else {
                guard seen.insert(name).inserted else { return nil }
            }
            switch setting {
            case .flag(let key):
                guard inlineValue == nil else { return nil }
                self[keyPath: key] = true
            case .value(let key):
                guard let given = value() else { return nil }
                self[keyPath: key] = given
            case .repeated(let key):
                guard let given = value() else { return nil }
                self[keyPath: key].append(given)
            case .format:
                guard let given = value(), let format = ReportFormat(rawValue: given) else { return nil }
                self.format = format
            }
        }
        guard (try? validate()) != nil else { return nil }
    }

    /// The long spelling of an option, the one name ``setting(named:)`` knows it by, so that
    /// `-q --quiet` is a repeat. (A set of key paths would find repeats too, but hashing one
    /// instantiates it by demangling: most of this path's time.)
    private static func longName(of name: String) -> String {
        switch name {
        case "-c": "--config"
        case "-f": "--format"
        case "-o": "--output"
        case "-q": "--quiet"
        default: name
        }
    }

    /// A value ArgumentParser takes as it is: not empty (an empty link template means "no links",
    /// and is left to it), not an option.
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix("-")
    }
}
