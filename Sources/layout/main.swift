print("layout: under construction")
