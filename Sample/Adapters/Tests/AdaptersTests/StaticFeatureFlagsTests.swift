import FeatureFlags
import FeatureFlagsAdapter
import Testing

struct StaticFeatureFlagsTests {
    @Test func fallsBackToEachFlagsDefault() {
        let flags = StaticFeatureFlags()
        #expect(flags.isEnabled(.feed))
        #expect(!flags.isEnabled(.watchNext))
    }

    @Test func readsEnableAndDisableArguments() {
        let flags = StaticFeatureFlags(arguments: ["MovieApp", "--enable", "watch-next", "--disable", "feed", "--verbose"])
        #expect(flags.isEnabled(.watchNext))
        #expect(!flags.isEnabled(.feed))
    }
}
