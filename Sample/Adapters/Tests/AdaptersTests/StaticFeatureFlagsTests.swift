import FeatureFlags
import FeatureFlagsAdapter
import Testing

struct StaticFeatureFlagsTests {
    @Test func fallsBackToEachFlagsDefault() {
        let flags = StaticFeatureFlags()
        #expect(flags.isEnabled(.feed))
        #expect(!flags.isEnabled(.search))
    }

    @Test func readsEnableAndDisableArguments() {
        let flags = StaticFeatureFlags(arguments: ["MovieApp", "--enable", "search", "--disable", "feed", "--verbose"])
        #expect(flags.isEnabled(.search))
        #expect(!flags.isEnabled(.feed))
        #expect(flags.isEnabled(.watchNext))
    }
}
